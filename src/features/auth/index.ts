export {
  useAuth,
  useAuthStore,
  type AuthState,
  type AuthUser,
  type Profile,
  type UserType,
} from './auth-store'
export { AuthBootstrap } from './auth-bootstrap'
