/**
 * The parts of the AWS SDK the S3 volume uses. Bundled on its own (dist/lib/s3-sdk.cjs) and
 * imported on a volume's first request: no hook, sidecar or local-volume command parses the SDK.
 */
export {
  AbortMultipartUploadCommand,
  CopyObjectCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
export { Upload } from '@aws-sdk/lib-storage';
