import { describe, expect, it } from 'vitest';
import { deviceName } from '../../src/web/features/auth/lib/device-name.ts';

describe("a session's device name", () => {
  // Common user agents.
  it.each([
    { device: 'Chrome on Android', agent: 'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36' },
    { device: 'Safari on iOS', agent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1' },
    { device: 'Edge on Windows', agent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0' },
    { device: 'Firefox on macOS', agent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:132.0) Gecko/20100101 Firefox/132.0' },
    { device: 'Samsung Internet on Android', agent: 'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36' },
  ])('names the browser and the system: $device', ({ agent, device }) => {
    expect(deviceName(agent)).toBe(device);
  });

  it('says what it knows of an odd agent, and "Unknown device" without one', () => {
    expect(deviceName('curl/8.5.0')).toBe('Unknown device');
    expect(deviceName('Something (X11; Linux x86_64)')).toBe('Linux');
    expect(deviceName(null)).toBe('Unknown device');
    expect(deviceName('')).toBe('Unknown device');
  });
});
