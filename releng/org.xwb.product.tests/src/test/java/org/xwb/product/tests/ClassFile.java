package org.xwb.product.tests;

import java.io.ByteArrayInputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * What the SWT linkage check needs from a class file (JVMS chapter 4): its name, super class,
 * interfaces, its own fields and methods (name + descriptor), and the fields and methods of other
 * classes it refers to.
 */
record ClassFile(String name, String superName, List<String> interfaces, Set<String> members,
        List<Reference> references) {

    /** A field or method of {@code owner} that a class uses: {@code name + descriptor} as in members. */
    record Reference(String owner, String member) {
    }

    static ClassFile parse(byte[] bytes) throws IOException {
        DataInputStream in = new DataInputStream(new ByteArrayInputStream(bytes));
        if (in.readInt() != 0xCAFEBABE) {
            throw new IOException("not a class file");
        }
        in.readUnsignedShort(); // minor
        in.readUnsignedShort(); // major
        int count = in.readUnsignedShort();
        String[] utf8 = new String[count];
        int[] first = new int[count];
        int[] second = new int[count];
        int[] tag = new int[count];
        for (int i = 1; i < count; i++) {
            tag[i] = in.readUnsignedByte();
            switch (tag[i]) {
                case 1 -> utf8[i] = in.readUTF();
                case 7, 8, 16, 19, 20 -> first[i] = in.readUnsignedShort();
                case 9, 10, 11, 12, 17, 18 -> {
                    first[i] = in.readUnsignedShort();
                    second[i] = in.readUnsignedShort();
                }
                case 3, 4 -> in.readInt();
                case 5, 6 -> {
                    in.readLong();
                    i++; // eight-byte constants take two slots
                }
                case 15 -> {
                    in.readUnsignedByte();
                    in.readUnsignedShort();
                }
                default -> throw new IOException("unknown constant pool tag " + tag[i]);
            }
        }
        in.readUnsignedShort(); // access flags
        String name = utf8[first[in.readUnsignedShort()]];
        int superIndex = in.readUnsignedShort();
        String superName = superIndex == 0 ? null : utf8[first[superIndex]];
        List<String> interfaces = new ArrayList<>();
        for (int i = in.readUnsignedShort(); i > 0; i--) {
            interfaces.add(utf8[first[in.readUnsignedShort()]]);
        }
        Set<String> members = new HashSet<>();
        for (int kind = 0; kind < 2; kind++) { // fields, then methods
            for (int i = in.readUnsignedShort(); i > 0; i--) {
                in.readUnsignedShort();
                members.add(utf8[in.readUnsignedShort()] + utf8[in.readUnsignedShort()]);
                for (int a = in.readUnsignedShort(); a > 0; a--) {
                    in.readUnsignedShort();
                    in.skipNBytes(in.readInt() & 0xFFFFFFFFL);
                }
            }
        }
        List<Reference> references = new ArrayList<>();
        for (int i = 1; i < count; i++) {
            if (tag[i] == 9 || tag[i] == 10 || tag[i] == 11) {
                int nameAndType = second[i];
                references.add(new Reference(utf8[first[first[i]]],
                        utf8[first[nameAndType]] + utf8[second[nameAndType]]));
            }
        }
        return new ClassFile(name, superName, interfaces, members, references);
    }
}
