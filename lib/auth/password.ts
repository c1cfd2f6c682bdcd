// Password hashing: bcrypt (cost 11), a slow adaptive hash; bcryptjs is pure JS so it installs offline.
import bcrypt from "bcryptjs";

const COST = 11;

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, COST);
}

export function verifyPassword(password: string, hash: string): Promise<boolean> {
  return bcrypt.compare(password, hash);
}
