from kata_letter.core import fossil


def test_fossil_0():
    assert fossil(82) == 'B'


def test_fossil_1():
    assert fossil(83) == 'A'


def test_fossil_2():
    assert fossil(84) == 'A'


def test_fossil_3():
    assert fossil(68) == 'C'


def test_fossil_4():
    assert fossil(69) == 'B'


def test_fossil_5():
    assert fossil(70) == 'B'
