import { createContext, useContext } from 'react'

/** The per-request CSP nonce, set by entry.server and read by the document's inline scripts. */
export const NonceContext = createContext<string>('')
export const NonceProvider = NonceContext.Provider
export const useNonce = () => useContext(NonceContext)
