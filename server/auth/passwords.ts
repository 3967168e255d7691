// Password hashing with argon2id at OWASP's parameters (m=19456 KiB, t=2, p=1), and the
// generated passwords printed for a new admin or a reset.
import { randomBytes } from 'node:crypto'
import { type Algorithm, hash, verify } from '@node-rs/argon2'

// Algorithm is a const enum that isolated modules cannot read; 2 is its Argon2id member.
const ARGON2ID = 2 as Algorithm

export const PASSWORD_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const

/** Hashes a password into a PHC string ($argon2id$v=19$m=19456,t=2,p=1$…). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_OPTIONS)
}

/** True when `password` matches `passwordHash`; false for a malformed hash rather than throwing. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password)
  } catch {
    return false
  }
}

let dummyHash: Promise<string> | undefined

/**
 * A hash of a random password nobody knows. Sign-in verifies against it for unknown usernames so
 * they take as long as a wrong password for a real user and cannot be told apart by timing.
 */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(24).toString('base64url'))
  return dummyHash
}

/** A random password of 20 URL-safe characters (120 bits), for printing once to an operator. */
export function generatePassword(): string {
  return randomBytes(15).toString('base64url')
}
