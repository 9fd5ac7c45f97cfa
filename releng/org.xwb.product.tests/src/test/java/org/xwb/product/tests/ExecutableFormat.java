package org.xwb.product.tests;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.LinkedHashSet;
import java.util.Set;

/**
 * The format (ELF, PE, Mach-O) and CPU architectures of a native executable, read from its header:
 * enough to tell a Linux, Windows or macOS binary and whether it runs on x86_64 or aarch64.
 */
record ExecutableFormat(String format, Set<String> architectures) {

    static ExecutableFormat of(byte[] header) {
        ByteBuffer le = ByteBuffer.wrap(header).order(ByteOrder.LITTLE_ENDIAN);
        ByteBuffer be = ByteBuffer.wrap(header).order(ByteOrder.BIG_ENDIAN);
        int magic = be.getInt(0);
        if (magic == 0x7F454C46) { // \177ELF, e_machine at 18
            return new ExecutableFormat("ELF", Set.of(elfMachine(le.getShort(18) & 0xFFFF)));
        }
        if ((magic >>> 16) == 0x4D5A) { // MZ, then the PE header at e_lfanew
            int pe = le.getInt(0x3C);
            if (be.getInt(pe) != 0x50450000) {
                throw new IllegalArgumentException("MZ header without a PE signature");
            }
            return new ExecutableFormat("PE", Set.of(peMachine(le.getShort(pe + 4) & 0xFFFF)));
        }
        if (magic == 0xCFFAEDFE) { // a thin 64-bit Mach-O, little endian
            return new ExecutableFormat("Mach-O", Set.of(machCpu(le.getInt(4))));
        }
        if (magic == 0xCAFEBABE) { // a universal Mach-O: nfat_arch entries of 20 bytes, big endian
            Set<String> architectures = new LinkedHashSet<>();
            for (int i = 0, n = be.getInt(4); i < n; i++) {
                architectures.add(machCpu(be.getInt(8 + 20 * i)));
            }
            return new ExecutableFormat("Mach-O", architectures);
        }
        throw new IllegalArgumentException("not a native executable: magic " + Integer.toHexString(magic));
    }

    private static String elfMachine(int machine) {
        return switch (machine) {
            case 0x3E -> "x86_64";
            case 0xB7 -> "aarch64";
            default -> "elf-machine-" + machine;
        };
    }

    private static String peMachine(int machine) {
        return switch (machine) {
            case 0x8664 -> "x86_64";
            case 0xAA64 -> "aarch64";
            default -> "pe-machine-" + Integer.toHexString(machine);
        };
    }

    private static String machCpu(int cpuType) {
        return switch (cpuType) {
            case 0x01000007 -> "x86_64";
            case 0x0100000C -> "aarch64";
            default -> "mach-cpu-" + Integer.toHexString(cpuType);
        };
    }
}
