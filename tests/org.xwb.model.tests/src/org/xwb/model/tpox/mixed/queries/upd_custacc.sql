-- read the customer, then write it back (TPoX updates replace the whole document)
SELECT doc FROM custacc WHERE id = ?
%
UPDATE custacc SET doc = (SELECT doc FROM custacc WHERE id = ?) WHERE id = ?
%
