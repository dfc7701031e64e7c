from kata_floor_gap.core import fabric


def test_fabric_0():
    assert fabric(7, 6) == 2


def test_fabric_1():
    assert fabric(0, 18) == 2


def test_fabric_2():
    assert fabric(17, 0) == 17


def test_fabric_3():
    assert fabric(11, 6) == 5


def test_fabric_4():
    assert fabric(20, 19) == 2


def test_fabric_5():
    assert fabric(5, 0) == 5
