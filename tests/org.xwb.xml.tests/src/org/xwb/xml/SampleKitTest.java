package org.xwb.xml;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.BundleException;
import org.osgi.framework.FrameworkUtil;
import org.xwb.core.samples.SampleKit;

/** The kit is found through OSGi, whether its bundle is a folder or a jar. */
class SampleKitTest {

    @TempDir
    Path temp;

    @Test
    void installedKitHasTheWholeTpoxKit() throws IOException {
        TpoxKit kit = TestKit.kit();
        try (Stream<Path> fixml = Files.list(kit.fixmlSchema().getParent())) {
            assertEquals(41, fixml.filter(p -> p.toString().endsWith(".xsd")).count(), "FIXML 4.4 has 41 schema files");
        }
        try (Stream<Path> input = Files.list(kit.input())) {
            assertEquals(47, input.count(), "TPoX value lists");
        }
        assertTrue(Files.isRegularFile(kit.custaccSchema()));
        assertTrue(Files.isRegularFile(kit.securitySchema()));
        assertTrue(Files.isRegularFile(kit.workloadSchema()));
        assertTrue(Files.isRegularFile(kit.orderRules()));
        assertTrue(Files.isRegularFile(kit.root().resolve("PROVENANCE.md")));
        assertTrue(Files.readString(kit.fixmlSchema()).contains("Copyright 2003,2004 FIX Protocol Limited"),
                "FIXML copyright header kept");
    }

    @Test
    void aFolderBundleIsUsedInPlace() throws Exception {
        Path bundleDir = temp.resolve("folder-bundle");
        Files.createDirectories(bundleDir.resolve("META-INF"));
        Files.createDirectories(bundleDir.resolve("kit/sub"));
        Files.writeString(bundleDir.resolve("kit/sub/a.txt"), "in place");
        try (OutputStream out = Files.newOutputStream(bundleDir.resolve("META-INF/MANIFEST.MF"))) {
            manifest("org.xwb.xml.tests.folderkit").write(out);
        }
        Bundle bundle = install("reference:" + bundleDir.toUri());
        try {
            Path folder = SampleKit.folderOf(bundle, "kit");
            assertEquals(bundleDir.resolve("kit").toRealPath(), folder.toRealPath());
        } finally {
            bundle.uninstall();
        }
    }

    @Test
    void aJarBundleIsCopiedOnceToACache() throws Exception {
        Path jar = temp.resolve("jar-bundle.jar");
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar), manifest("org.xwb.xml.tests.jarkit"))) {
            out.putNextEntry(new JarEntry("kit/"));
            out.putNextEntry(new JarEntry("kit/sub/"));
            out.putNextEntry(new JarEntry("kit/sub/a.txt"));
            out.write("from the jar".getBytes(StandardCharsets.UTF_8));
            out.closeEntry();
        }
        Bundle bundle = install(jar.toUri().toString());
        try {
            Path folder = SampleKit.folderOf(bundle, "kit");
            assertEquals("from the jar", Files.readString(folder.resolve("sub/a.txt")));
            assertTrue(folder.startsWith(Path.of(System.getProperty("java.io.tmpdir"))), folder.toString());
            assertEquals(folder, SampleKit.folderOf(bundle, "kit"), "the second call reuses the copy");
            assertThrows(IllegalStateException.class, () -> SampleKit.folderOf(bundle, "no-such-folder"));
        } finally {
            bundle.uninstall();
        }
    }

    private static Manifest manifest(String symbolicName) {
        Manifest manifest = new Manifest();
        Attributes main = manifest.getMainAttributes();
        main.put(Attributes.Name.MANIFEST_VERSION, "1.0");
        main.putValue("Bundle-ManifestVersion", "2");
        main.putValue("Bundle-SymbolicName", symbolicName);
        main.putValue("Bundle-Version", "1.0.0");
        return manifest;
    }

    private static Bundle install(String location) throws BundleException {
        BundleContext context = FrameworkUtil.getBundle(SampleKitTest.class).getBundleContext();
        return context.installBundle(location);
    }
}
