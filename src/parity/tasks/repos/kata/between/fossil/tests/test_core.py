from kata_between.core import fossil


def test_fossil_0():
    assert fossil(2, 3, 9) == False


def test_fossil_1():
    assert fossil(3, 3, 9) == True


def test_fossil_2():
    assert fossil(4, 3, 9) == True


def test_fossil_3():
    assert fossil(8, 3, 9) == True


def test_fossil_4():
    assert fossil(9, 3, 9) == False


def test_fossil_5():
    assert fossil(10, 3, 9) == False
