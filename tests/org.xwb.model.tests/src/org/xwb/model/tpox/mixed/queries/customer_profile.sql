-- TPoX Q3 customer_profile: seven customer elements in a new profile document
SELECT XMLQUERY('declare default element namespace "http://tpox-benchmark.com/custacc";
    <Customer_Profile CUSTOMERID="{$c/@id}">
      {$c/Name}
      {$c/DateOfBirth}
      {$c/Gender}
      {$c/CountryOfResidence}
      {$c/Languages}
      {$c/Addresses}
      {$c/EmailAddresses}
    </Customer_Profile>' PASSING c.doc AS "c")
FROM custacc c
WHERE c.id = ?
%
