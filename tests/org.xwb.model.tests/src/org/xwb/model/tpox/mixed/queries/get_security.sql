-- TPoX Q2 get_security: the whole security document
SELECT s.doc
FROM security s
WHERE XMLEXISTS('declare default element namespace "http://tpox-benchmark.com/security";
                 $s/Security[Symbol = $sym]' PASSING s.doc AS "s", CAST(? AS VARCHAR(10)) AS "sym")
