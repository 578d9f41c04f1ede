-- Who wrote a blog post or an article (issue 21): shown on the page and stated to search engines.
ALTER TABLE content_pages ADD COLUMN author_name text;
