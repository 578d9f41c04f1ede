-- The place a professional's work area is measured from (spec §2.7 work-area), so the page shows it
-- by name; the coordinates stay where matching and the directory read them.
ALTER TABLE company_profiles ADD COLUMN work_centre_id uuid REFERENCES locality_nodes (id) ON DELETE SET NULL;
