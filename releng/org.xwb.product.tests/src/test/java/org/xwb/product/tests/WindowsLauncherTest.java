package org.xwb.product.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * xwb.cmd cannot run here (no Windows, no cmd.exe): the Windows product's launcher is read instead.
 * Its JDK choice mirrors the shell launchers' (ShellLauncherTest): -vm, XWB_JAVA, a JAVA_HOME of
 * 21+, else the newest 21+ found.
 */
class WindowsLauncherTest {

    private static String script;
    private static ProductArchive product;

    @BeforeAll
    static void read() throws Exception {
        product = ProductArchive.of(Platform.WINDOWS_X86_64);
        script = Files.readString(product.launcher());
    }

    @Test
    void everyLineEndsWithCrLf() {
        // cmd.exe misreads labels and goto targets in a file with bare LF line ends
        assertFalse(Pattern.compile("(?<!\r)\n").matcher(script).find(), "a line of xwb.cmd ends without CR");
    }

    @Test
    void everyJumpHasItsLabel() {
        List<String> labels = new ArrayList<>();
        Matcher label = Pattern.compile("(?m)^:(\\w+)\\r?$").matcher(script);
        while (label.find()) {
            labels.add(label.group(1).toLowerCase(Locale.ROOT));
        }
        Matcher jump = Pattern.compile("(?i)\\b(?:goto|call) :?(\\w+)").matcher(script);
        int jumps = 0;
        while (jump.find()) {
            jumps++;
            String target = jump.group(1).toLowerCase(Locale.ROOT);
            assertTrue(target.equals("eof") || labels.contains(target), "no label :" + target + " in xwb.cmd");
        }
        assertTrue(jumps > 5, "xwb.cmd has " + jumps + " jumps");
    }

    @Test
    void choosesTheJdkInTheShellLaunchersOrder() {
        List<String> steps = List.of("if /i \"%~1\"==\"-vm\"", "if defined XWB_JAVA", "call :consider \"%JAVA_HOME%\"",
                "if defined java goto launch", "call :consider \"%XWB_JDK%\"", "where java.exe");
        int previous = -1;
        for (String step : steps) {
            int at = script.indexOf(step);
            assertTrue(at > previous, "\"" + step + "\" missing or out of order in xwb.cmd");
            previous = at;
        }
        // a candidate counts only from Java 21 on, read from the JDK's own properties
        assertTrue(script.contains("-XshowSettings:properties -version 2^>^&1 ^| findstr java.specification.version"));
        assertTrue(script.contains("if %major% LSS 21 exit /b 0"));
    }

    @Test
    void startsTheProductsLauncherJarAndApplications() throws Exception {
        assertTrue(script.contains("\"%here%plugins\\org.eclipse.equinox.launcher_*.jar\""));
        assertEquals(1, product.plugins("org.eclipse.equinox.launcher").size());
        assertTrue(script.contains("-application org.xwb.cli.application"), "the command-line application");
        assertTrue(script.contains("javaw.exe"), "the workbench starts without a console window");
        // Linux-only options and the persisted-state reset stay out
        assertFalse(script.contains("ThreadPriorityPolicy"));
        assertFalse(script.contains("-clearPersistedState"));
    }
}
