from kata_steps.core import fabric


def test_fabric_0():
    assert fabric(5, 11) == [20, 24, 28, 32, 36, 40]


def test_fabric_1():
    assert fabric(0, 5) == [0, 4, 8, 12, 16]


def test_fabric_2():
    assert fabric(6, 11) == [24, 28, 32, 36, 40]


def test_fabric_3():
    assert fabric(6, 7) == [24]


def test_fabric_4():
    assert fabric(0, 4) == [0, 4, 8, 12]


def test_fabric_5():
    assert fabric(0, 0) == []
