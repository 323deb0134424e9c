import { describe, expect, it } from 'vitest';
import builderConfig from '../../electron-builder.yml?raw';
import { desktopArtifacts, detectDesktopOs } from './download-artifacts.ts';

/** `artifactName` templates of electron-builder.yml by target section, with the file extension each produces. */
function builderTemplates(): Array<{ section: string; template: string; ext: string }> {
  const extensions: Record<string, string> = { nsis: 'exe', dmg: 'dmg', appImage: 'AppImage', deb: 'deb' };
  const templates: Array<{ section: string; template: string; ext: string }> = [];
  let section = '';
  for (const line of builderConfig.split('\n')) {
    const top = /^(\w+):/.exec(line);
    if (top?.[1]) section = top[1];
    const artifact = /^\s+artifactName:\s*(\S+)/.exec(line);
    const ext = extensions[section];
    if (artifact?.[1] && ext) templates.push({ section, template: artifact[1], ext });
  }
  return templates;
}

describe('desktop artifacts', () => {
  it('are named exactly as electron-builder.yml names its installers', () => {
    const productName = /^productName:\s*(\S+)/m.exec(builderConfig)?.[1];
    const templates = builderTemplates();
    expect(templates.map((t) => t.section).sort()).toEqual(['appImage', 'deb', 'dmg', 'nsis']);
    for (const artifact of desktopArtifacts) {
      const built = templates.map(({ template, ext }) =>
        template
          .replaceAll('${productName}', productName ?? '')
          .replaceAll('${version}', '1.2.3')
          .replaceAll('${arch}', artifact.arch)
          .replaceAll('${ext}', ext),
      );
      expect(built).toContain(artifact.fileName('1.2.3'));
    }
  });

  it('offer every system the page lists', () => {
    expect(new Set(desktopArtifacts.map((a) => a.os))).toEqual(new Set(['windows', 'macos', 'linux']));
  });
});

describe('detectDesktopOs', () => {
  it('recognises desktop browsers and leaves phones and tablets out', () => {
    expect(detectDesktopOs('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/140.0')).toBe(
      'windows',
    );
    expect(
      detectDesktopOs('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1'),
    ).toBe('macos');
    expect(detectDesktopOs('Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0')).toBe(
      'linux',
    );
    expect(
      detectDesktopOs('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148'),
    ).toBeNull();
    expect(detectDesktopOs('Mozilla/5.0 (Linux; Android 15; Pixel 9) Mobile Safari/537.36')).toBeNull();
    expect(detectDesktopOs('curl/8.0')).toBeNull();
  });
});
