package org.xwb.kit;

/**
 * The kit's PostgreSQL statements for TPoX Q3, Q4 and Q5 as they were before issue 20 item 3
 * (commit caf4b4c), when they called xpath() once per part or element: the reference the rewritten
 * statements, which parse each document once, must return the same rows and parts as.
 */
final class KitStatementsBefore {

    static final String CUSTOMER_PROFILE = """
SELECT xmlelement(name "Customer_Profile",
         xmlattributes((xpath('/c:Customer/@id', doc, ARRAY[ARRAY['c', 'http://tpox-benchmark.com/custacc']]))[1]::text AS "CUSTOMERID"),
         (SELECT xmlagg(part) FROM unnest(xpath('/c:Customer/c:Name | /c:Customer/c:DateOfBirth | /c:Customer/c:Gender | /c:Customer/c:CountryOfResidence | /c:Customer/c:Languages | /c:Customer/c:Addresses | /c:Customer/c:EmailAddresses', doc, ARRAY[ARRAY['c', 'http://tpox-benchmark.com/custacc']])) AS part))
FROM custacc
WHERE ((xpath('/c:Customer/@id', doc, ARRAY[ARRAY['c', 'http://tpox-benchmark.com/custacc']]))[1]::text::double precision) = ?""";

    static final String SEARCH_SECURITIES = """
SELECT xmlelement(name "Security", (SELECT xmlagg(part) FROM unnest(xpath('/s:Security/s:Symbol | /s:Security/s:Name | /s:Security/s:SecurityType | /s:Security/s:SecurityInformation/*/s:Sector | /s:Security/s:PE | /s:Security/s:Yield', doc, ARRAY[ARRAY['s', 'http://tpox-benchmark.com/security']])) AS part))
FROM security
WHERE ((xpath('/s:Security/s:SecurityInformation/*/s:Sector/text()', doc, ARRAY[ARRAY['s', 'http://tpox-benchmark.com/security']]))[1]::text) = ?
  AND ((xpath('/s:Security/s:PE/text()', doc, ARRAY[ARRAY['s', 'http://tpox-benchmark.com/security']]))[1]::text::double precision) >= ?
  AND ((xpath('/s:Security/s:PE/text()', doc, ARRAY[ARRAY['s', 'http://tpox-benchmark.com/security']]))[1]::text::double precision) < ?
  AND ((xpath('/s:Security/s:Yield/text()', doc, ARRAY[ARRAY['s', 'http://tpox-benchmark.com/security']]))[1]::text::double precision) > ?""";

    static final String ACCOUNT_SUMMARY = """
SELECT xmlelement(name "Customer",
         xmlattributes((xpath('/c:Customer/@id', doc, ARRAY[ARRAY['c', 'http://tpox-benchmark.com/custacc']]))[1]::text AS "id"),
         (xpath('/c:Customer/c:Name', doc, ARRAY[ARRAY['c', 'http://tpox-benchmark.com/custacc']]))[1],
         xmlelement(name "Customer_Securities",
           (SELECT xmlagg(xmlelement(name "Account",
                     xmlattributes((xpath('/c:Account/c:Balance/c:OnlineActualBal/text()', account, ARRAY[ARRAY['c', 'http://tpox-benchmark.com/custacc']]))[1]::text AS "BALANCE",
                                   (xpath('/c:Account/@id', account, ARRAY[ARRAY['c', 'http://tpox-benchmark.com/custacc']]))[1]::text AS "ACCOUNT_ID"),
                     xmlelement(name "Securities",
                       (SELECT xmlagg(position) FROM unnest(xpath('/c:Account/c:Holdings/c:Position/c:Name', account, ARRAY[ARRAY['c', 'http://tpox-benchmark.com/custacc']])) AS position))))
            FROM unnest(xpath('/c:Customer/c:Accounts/c:Account', doc, ARRAY[ARRAY['c', 'http://tpox-benchmark.com/custacc']])) AS account)))
FROM custacc
WHERE ((xpath('/c:Customer/@id', doc, ARRAY[ARRAY['c', 'http://tpox-benchmark.com/custacc']]))[1]::text::double precision) = ?""";

    private KitStatementsBefore() {
    }
}
