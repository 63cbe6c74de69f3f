// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { TestBrowser, setupTestHost } from '../testing/test-host';

const host = setupTestHost();

type CheckRole = { check_role: boolean };

async function checkRole(body: BodyInit, contentType: string) {
  return new TestBrowser(host.app).json<CheckRole>('/user/login/check-role', {
    method: 'POST',
    body,
    headers: { 'content-type': contentType },
  });
}

describe('POST /user/login/check-role', () => {
  it('is true for staff names, posted as a form', async () => {
    const form = 'application/x-www-form-urlencoded';
    expect((await checkRole('name=admin', form)).body).toEqual({ check_role: true });
    expect((await checkRole('name=Staff', form)).body).toEqual({ check_role: true });
  });

  it('is false for shoppers and unknown names', async () => {
    const form = 'application/x-www-form-urlencoded';
    expect((await checkRole('name=Casey+Customer', form)).body).toEqual({ check_role: false });
    expect((await checkRole('name=nobody', form)).body).toEqual({ check_role: false });
    expect((await checkRole('', form)).body).toEqual({ check_role: false });
  });

  it('accepts JSON, also when sent as text/plain', async () => {
    expect((await checkRole('{"name":"admin"}', 'application/json')).body).toEqual({
      check_role: true,
    });
    expect((await checkRole('{"name":"staff"}', 'text/plain')).body).toEqual({ check_role: true });
    expect((await checkRole('{"name":42}', 'application/json')).body).toEqual({
      check_role: false,
    });
    expect((await checkRole('not json', 'application/json')).body).toEqual({ check_role: false });
  });

  it('accepts multipart form data', async () => {
    const data = new FormData();
    data.set('name', 'admin');
    const response = await new TestBrowser(host.app).json<CheckRole>('/user/login/check-role', {
      method: 'POST',
      body: data,
    });
    expect(response.body).toEqual({ check_role: true });
  });
});
