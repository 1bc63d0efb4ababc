import { describe, expect, it } from 'vitest';
import { signWebhook } from './sign-webhook';

describe('signWebhook', () => {
  it('matches an HMAC-SHA256 vector computed with openssl over timestamp.body', () => {
    // echo -n '1700000000.{"a":1}' | openssl dgst -sha256 -hmac secret
    expect(signWebhook('secret', '1700000000', '{"a":1}')).toBe(
      'sha256=49f24e537407743fa4a0242bb63b94b9a47ee99cbbe071ccd8a22550ae411686',
    );
  });
});
