-- The size of a stored photo in pixels, upright (after its orientation tag), as the server read it
-- when it kept the file: pages give images their width and height so nothing moves as they load
-- (docs/decisions/040-image-pipeline.md). Unknown for files kept before, or that could not be read.
ALTER TABLE pro_photos ADD COLUMN width integer, ADD COLUMN height integer;
ALTER TABLE attachments ADD COLUMN width integer, ADD COLUMN height integer;
