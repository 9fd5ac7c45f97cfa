-- statements separated by @ (the location's delimiter); the @ in XPath literals do not split
SELECT doc FROM security WHERE XMLEXISTS('$s/*:Security[@id = $id]' PASSING doc AS "s", CAST(? AS INTEGER) AS "id")
@
UPDATE security
SET doc = XMLQUERY('copy $new := $s
                    modify do replace value of $new/*:Security/*:Price/*:PriceToday/*:Open with $price
                    return $new' PASSING doc AS "s", CAST(? AS DECIMAL(10,2)) AS "price")
WHERE XMLEXISTS('$s/*:Security[@id = $id]' PASSING doc AS "s", CAST(? AS INTEGER) AS "id")
