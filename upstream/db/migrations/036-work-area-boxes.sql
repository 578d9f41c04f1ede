-- The directory of a place without a trade (decision 080's companion, issue 23): the professionals
-- whose work area reaches the place. A range on the work centres cannot say that: the 100 km box
-- around a place holds most profiles of a small country. This index holds each work area's own
-- box — its circle's extent in degrees, a little larger towards the poles, so it always holds the
-- circle — and finds the few boxes that contain the place (workAreaBoxSql in
-- upstream/domain/catalogue/distance.ts writes the same expression, which the planner matches).
CREATE INDEX company_profiles_work_box_idx ON company_profiles USING gist ((
  box(
    point(
      work_longitude - degrees(work_radius_km / 6371.0)
        / greatest(cos(radians(least(abs(work_latitude) + degrees(work_radius_km / 6371.0), 89.0))), 0.01),
      work_latitude - degrees(work_radius_km / 6371.0)
    ),
    point(
      work_longitude + degrees(work_radius_km / 6371.0)
        / greatest(cos(radians(least(abs(work_latitude) + degrees(work_radius_km / 6371.0), 89.0))), 0.01),
      work_latitude + degrees(work_radius_km / 6371.0)
    )
  )
));
