-- 079: the console's searches ignore case and accents (clients, the orders board, the catalogue):
-- an operator typing 'sao jorge' or 'acai' finds 'Mercadinho São Jorge' and 'Açaí'. lower() alone
-- does not fold accented capitals under the C collation PGlite and many servers use, so both cases
-- are mapped here. A plain SQL function (no extension to install), immutable so the planner can
-- inline it; the searches scan a tenant's rows as ILIKE did.
create or replace function search_fold(value text) returns text
  language sql immutable strict parallel safe
as $$
  select translate(
    lower(value),
    'ÀÁÂÃÄÅàáâãäåÈÉÊËèéêëÌÍÎÏìíîïÒÓÔÕÖØòóôõöøÙÚÛÜùúûüÇçÑñÝýÿ',
    'aaaaaaaaaaaaeeeeeeeeiiiiiiiioooooooooooouuuuuuuuccnnyyy'
  )
$$;
