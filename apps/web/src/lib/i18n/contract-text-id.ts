/** Ids of contract texts among the web's messages: the English text itself behind this prefix. */
export const CONTRACT_ID_PREFIX = 'contract:';
