-- TPoX Q4 search_securities: four predicates (sector, P/E range, yield); 'Sector%' is no delimiter
SELECT XMLQUERY('declare default element namespace "http://tpox-benchmark.com/security";
    <Security>{$s/Symbol}{$s/Name}{$s/SecurityType}{$s/SecurityInformation//Sector}{$s/PE}{$s/Yield}</Security>'
    PASSING s.doc AS "s")
FROM security s
WHERE XMLEXISTS('declare default element namespace "http://tpox-benchmark.com/security";
    $s/Security[SecurityInformation/*/Sector = $sector and PE[. >= $pemin and . < $pemax] and Yield > $yield]'
    PASSING s.doc AS "s", CAST(? AS VARCHAR(30)) AS "sector",
            CAST(? AS DECIMAL(6,2)) AS "pemin", CAST(? AS DECIMAL(6,2)) AS "pemax", CAST(? AS DECIMAL(6,2)) AS "yield")
  AND s.doc IS NOT NULL /* 100% of the rows have a document */
