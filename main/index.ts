// Electron main process: lifecycle and the one window. Security hardening beyond the window's web preferences
// (CSP, navigation limits, permission handler, fuses) lands with the desktop issue in main/security.ts.
import { app, BrowserWindow, shell } from 'electron';
import { join } from 'node:path';

// This file runs as dist-electron/main.js, next to the preload and beside dist/web.
const preloadPath = join(import.meta.dirname, 'preload.cjs');
const builtIndexHtml = join(import.meta.dirname, '..', 'dist', 'web', 'index.html');

function createWindow(): BrowserWindow {
  const window = new BrowserWindow({
    width: 1280,
    height: 840,
    minWidth: 360,
    minHeight: 560,
    title: 'Studyloop',
    show: false,
    backgroundColor: '#ffffff',
    webPreferences: {
      preload: preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
    },
  });

  window.once('ready-to-show', () => window.show());

  // Links that would open a new window go to the system browser instead of a second, unmanaged window.
  window.webContents.setWindowOpenHandler(({ url }) => {
    if (url.startsWith('https://') || url.startsWith('http://')) void shell.openExternal(url);
    return { action: 'deny' };
  });

  const url = process.env.STUDYLOOP_URL ?? process.env.VITE_DEV_SERVER_URL;
  if (url) void window.loadURL(url);
  else void window.loadFile(builtIndexHtml);
  return window;
}

app.whenReady().then(() => {
  createWindow();
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createWindow();
  });
});

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});
