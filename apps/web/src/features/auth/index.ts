// What other features may use of auth (lint forbids reaching into a feature's files).
export { useSession, type Session, type SessionStatus } from './components/session-context';
