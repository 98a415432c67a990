import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.js";

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env, "/srv/gkf");
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

const S3_ENV = {
  FILE_STORAGE: "s3",
  S3_BUCKET: "gkf-files",
  S3_ACCESS_KEY_ID: "AKIAEXAMPLE",
  S3_SECRET_ACCESS_KEY: "wJalrXUtnFEMI/K7MDENG",
};

// Decision 107: uploads on this machine's disk by default, or in an S3-compatible bucket.
describe("loadConfig: FILE_STORAGE", () => {
  it("keeps files under DATA_DIR/files by default", () => {
    expect(loadConfig({ DATA_DIR: "/var/gkf" }, "/srv/gkf").fileStorage).toEqual({
      kind: "local",
      dir: "/var/gkf/files",
    });
  });

  it("uses AWS by region with virtual-host addressing, or an endpoint with path-style addressing", () => {
    expect(loadConfig(S3_ENV, "/srv/gkf").fileStorage).toEqual({
      kind: "s3",
      bucket: "gkf-files",
      endpoint: undefined,
      region: "us-east-1",
      accessKeyId: "AKIAEXAMPLE",
      secretAccessKey: "wJalrXUtnFEMI/K7MDENG",
      forcePathStyle: false,
    });
    const selfHosted = loadConfig({ ...S3_ENV, S3_ENDPOINT: "http://minio:9000/", S3_REGION: "eu-west-1" }, "/srv/gkf");
    expect(selfHosted.fileStorage).toMatchObject({
      endpoint: "http://minio:9000",
      region: "eu-west-1",
      forcePathStyle: true,
    });
    const virtualHosts = loadConfig({ ...S3_ENV, S3_ENDPOINT: "https://s3.example.net", S3_FORCE_PATH_STYLE: "false" });
    expect(virtualHosts.fileStorage).toMatchObject({ forcePathStyle: false });
  });

  it("refuses to start with s3 and a missing bucket or key, naming each variable", () => {
    expect(problemsOf({ FILE_STORAGE: "s3" })).toEqual([
      "S3_BUCKET: required when FILE_STORAGE is s3",
      "S3_ACCESS_KEY_ID: required when FILE_STORAGE is s3",
      "S3_SECRET_ACCESS_KEY: required when FILE_STORAGE is s3",
    ]);
    expect(problemsOf({ ...S3_ENV, S3_SECRET_ACCESS_KEY: "" })).toEqual([
      "S3_SECRET_ACCESS_KEY: required when FILE_STORAGE is s3",
    ]);
  });

  it("names the variable of a wrong value", () => {
    expect(problemsOf({ FILE_STORAGE: "ftp" })[0]).toBe("FILE_STORAGE: must be local or s3");
    expect(problemsOf({ ...S3_ENV, S3_BUCKET: "My_Files" })[0]).toMatch(/^S3_BUCKET: must be a bucket name/);
    expect(problemsOf({ ...S3_ENV, S3_ENDPOINT: "minio:9000" })[0]).toMatch(
      /^S3_ENDPOINT: must be an absolute http\(s\) URL/,
    );
    expect(problemsOf({ ...S3_ENV, S3_FORCE_PATH_STYLE: "maybe" })[0]).toMatch(/^S3_FORCE_PATH_STYLE: must be one of/);
  });
});
