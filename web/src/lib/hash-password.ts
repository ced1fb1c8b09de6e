/** Lowercase hex SHA-256 of the UTF-8 text: how passwords travel (contract `hashedPassword`). */
export async function hashPassword(plain: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(plain));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}
