// What other features may use from this one; the rest of the folder is its own (decision 113).
export { CameraScanner } from './CameraScanner.tsx';
// The custom-food form's label camera opens and explains the camera the same way.
export { stopCamera } from './camera.ts';
export { cameraProblem, type CameraProblem } from './scan-code.ts';
