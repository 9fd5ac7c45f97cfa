-- TPoX Q1 get_order: the order without its FIXML root element
SELECT XMLQUERY('declare default element namespace "http://www.fixprotocol.org/FIXML-4-4";
                 $o/FIXML/Order' PASSING o.doc AS "o")
FROM "order" o
WHERE XMLEXISTS('declare default element namespace "http://www.fixprotocol.org/FIXML-4-4";
                 $o/FIXML/Order[@ID = $id]' PASSING o.doc AS "o", CAST(? AS VARCHAR(16)) AS "id")
%
