// The disk the image test needs, and giving it back. podman runs on vfs here (no overlay in the
// sandbox), which stores every layer as a full copy of the file system below it: a build that keeps
// a layer per step took some 10 GB, and the dangling layers of earlier builds piled up (60 GB) until
// a build failed with "no space left on device". So the test builds without intermediate layers, refuses to
// start on a disk too full to finish, and removes what it built when it is done.
import { statfsSync } from 'node:fs'
import { podman } from './podman'

/** What one build takes at its peak on vfs without intermediate layers (measured: 2.4 GB), with room to spare. */
export const BUILD_SPACE_BYTES = 6e9

const gigabytes = (bytes: number) => `${(bytes / 1e9).toFixed(1)} GB`

/** The free bytes on the disk that holds podman's images. */
export async function storageFreeBytes(): Promise<{ graphRoot: string; free: number }> {
  const graphRoot = await podman('info', '--format', '{{.Store.GraphRoot}}')
  const stats = statfsSync(graphRoot)
  return { graphRoot, free: stats.bavail * stats.bsize }
}

/**
 * Removes the previous run's image and the dangling layers earlier builds left, then checks that
 * the build has room; throws with the figures when it has not, rather than failing halfway.
 */
export async function makeRoomForBuild(image: string): Promise<string> {
  await podman('rmi', '--ignore', image)
  await podman('image', 'prune', '--force')
  const { graphRoot, free } = await storageFreeBytes()
  if (free < BUILD_SPACE_BYTES) {
    throw new Error(`Image test failed: podman's storage (${graphRoot}) has ${gigabytes(free)} free; building the image needs about ${gigabytes(BUILD_SPACE_BYTES)}`)
  }
  return `${gigabytes(free)} free in ${graphRoot} before the build`
}

/** Removes the image the test built and anything it left dangling (FW_TEST_IMAGE_KEEP=1 keeps the image). */
export async function giveBackSpace(image: string): Promise<void> {
  if (process.env.FW_TEST_IMAGE_KEEP !== '1') await podman('rmi', '--ignore', image)
  await podman('image', 'prune', '--force')
}
