-- fragment place_distance_km(lat1, lng1, lat2, lng2)
-- Kilometres between two area centre points (decision 0161) on a sphere of radius 6371 km (haversine), in plain SQL
-- so it runs on PGlite and PostgreSQL alike without earthdistance or PostGIS. NULL when either point is unknown (said
-- first: least() ignores a NULL, so without it an unknown point would measure half the globe). One text for
-- discover's filter, its count, the snapshot's ranking and the cards' distance; least(1, ...) keeps asin's argument
-- in range when rounding makes it a hair above 1.
(CASE WHEN {{lat1}} IS NULL OR {{lng1}} IS NULL OR {{lat2}} IS NULL OR {{lng2}} IS NULL THEN NULL
	ELSE 12742 * asin(least(1, sqrt(power(sin(radians({{lat2}} - {{lat1}}) / 2), 2)
		+ cos(radians({{lat1}})) * cos(radians({{lat2}})) * power(sin(radians({{lng2}} - {{lng1}}) / 2), 2)))) END)
