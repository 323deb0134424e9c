import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { version } from '../../../../package.json';
import { DownloadPage } from './DownloadPage';

describe('DownloadPage', () => {
  it("links every installer under the names electron-builder gives this version's files", () => {
    const html = renderToString(<DownloadPage />);
    for (const file of [
      `Studyloop-${version}-windows-x64-setup.exe`,
      `Studyloop-${version}-mac-arm64.dmg`,
      `Studyloop-${version}-mac-x64.dmg`,
      `Studyloop-${version}-linux-x86_64.AppImage`,
      `Studyloop-${version}-linux-amd64.deb`,
    ])
      expect(html).toContain(`href="/downloads/${file}"`);
    expect(html).toContain('Download for Mac (Apple silicon)');
  });
});
