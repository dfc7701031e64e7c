from kata_wrap.core import fabric


def test_fabric_0():
    assert fabric(22) == 5


def test_fabric_1():
    assert fabric(-1) == 2


def test_fabric_2():
    assert fabric(-8) == 5


def test_fabric_3():
    assert fabric(29) == 2


def test_fabric_4():
    assert fabric(18) == 1


def test_fabric_5():
    assert fabric(10, 4, 2) == 0
