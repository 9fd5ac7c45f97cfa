package org.xwb.product.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Runs the Linux and macOS launcher scripts from the unpacked archives with fake JDKs: which Java
 * they choose (-vm, XWB_JAVA, a JAVA_HOME of 21+, else the newest 21+) and how they start it. The
 * machine's own JDKs are candidates too, so the "newest" fakes claim version 99.
 */
class ShellLauncherTest {

    @TempDir
    Path jdks;

    @ParameterizedTest
    @EnumSource(value = Platform.class, names = { "LINUX_X86_64", "MACOS_AARCH64" })
    void javaHomeOf21IsUsedForTheWorkbenchAndTheCommandLine(Platform platform) throws Exception {
        FakeJdk jdk21 = FakeJdk.create(jdks, "jdk-21", 21);
        ProductArchive product = ProductArchive.of(platform);

        run(product, Map.of("JAVA_HOME", jdk21.home().toString()));
        List<String> workbench = jdk21.arguments();
        assertEquals(launcherJar(product), after(workbench, "-jar"));
        assertFalse(workbench.contains("-application"), "the workbench is the product's application: " + workbench);
        if (platform.os.equals("macosx")) {
            assertFalse(workbench.contains("-clearPersistedState"), "the macOS workbench keeps its layout: " + workbench);
        }
        // SWT on cocoa must own the first thread; the Linux thread-priority options are Linux's alone
        assertEquals(platform.os.equals("macosx"), workbench.contains("-XstartOnFirstThread"), workbench.toString());
        assertEquals(platform.os.equals("linux"), workbench.contains("-XX:ThreadPriorityPolicy=1"), workbench.toString());

        run(product, Map.of("JAVA_HOME", jdk21.home().toString()), "--version");
        List<String> cli = jdk21.arguments();
        assertEquals("org.xwb.cli.application", after(cli, "-application"));
        assertEquals("--version", cli.get(cli.size() - 1));
        assertTrue(cli.contains("-Djava.awt.headless=true"), cli.toString());
    }

    @ParameterizedTest
    @EnumSource(value = Platform.class, names = { "LINUX_X86_64", "MACOS_AARCH64" })
    void javaHomeOlderThan21IsPassedOverForTheNewest(Platform platform) throws Exception {
        FakeJdk jdk17 = FakeJdk.create(jdks, "jdk-17", 17);
        FakeJdk jdk99 = FakeJdk.create(jdks, "jdk-99", 99);

        run(ProductArchive.of(platform), Map.of("JAVA_HOME", jdk17.home().toString(), "XWB_JDK", jdk99.home().toString()),
                "--version");
        assertFalse(jdk17.wasStarted(), "started the Java 17 of JAVA_HOME");
        assertTrue(jdk99.wasStarted(), "did not start the newest JDK 21+");
    }

    @ParameterizedTest
    @EnumSource(value = Platform.class, names = { "LINUX_X86_64", "MACOS_AARCH64" })
    void vmArgumentAndXwbJavaWinOverJavaHome(Platform platform) throws Exception {
        FakeJdk javaHome = FakeJdk.create(jdks, "java-home", 21);
        FakeJdk vm = FakeJdk.create(jdks, "vm", 21);
        FakeJdk xwbJava = FakeJdk.create(jdks, "xwb-java", 21);
        ProductArchive product = ProductArchive.of(platform);

        run(product, Map.of("JAVA_HOME", javaHome.home().toString()), "-vm", vm.home().toString(), "--version");
        assertTrue(vm.wasStarted(), "-vm <JDK home> was not used");
        assertFalse(vm.arguments().contains("-vm"), "-vm reached the application: " + vm.arguments());
        assertEquals("--version", vm.arguments().get(vm.arguments().size() - 1));

        run(product, Map.of("JAVA_HOME", javaHome.home().toString(), "XWB_JAVA", xwbJava.java().toString()), "--version");
        assertTrue(xwbJava.wasStarted(), "XWB_JAVA was not used");
        assertFalse(javaHome.wasStarted(), "JAVA_HOME won over -vm or XWB_JAVA");
    }

    private static void run(ProductArchive product, Map<String, String> environment, String... arguments)
            throws Exception {
        List<String> command = new ArrayList<>(List.of(product.launcher().toString()));
        command.addAll(List.of(arguments));
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
        builder.environment().keySet().removeIf(k -> k.equals("JAVA_HOME") || k.startsWith("XWB_"));
        builder.environment().putAll(environment);
        Process launcher = builder.start();
        String output = new String(launcher.getInputStream().readAllBytes());
        assertTrue(launcher.waitFor(2, TimeUnit.MINUTES), "the launcher did not end");
        assertEquals(0, launcher.exitValue(), "launcher output: " + output);
    }

    private static String launcherJar(ProductArchive product) throws Exception {
        return product.plugins("org.eclipse.equinox.launcher").get(0).toRealPath().toString();
    }

    private static String after(List<String> arguments, String option) throws Exception {
        int at = arguments.indexOf(option);
        assertTrue(at >= 0 && at + 1 < arguments.size(), option + " missing from " + arguments);
        String value = arguments.get(at + 1);
        return option.equals("-jar") ? Path.of(value).toRealPath().toString() : value;
    }
}
