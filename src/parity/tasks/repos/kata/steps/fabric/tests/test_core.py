from kata_steps.core import fabric


def test_fabric_0():
    assert fabric(3, 4) == [6]


def test_fabric_1():
    assert fabric(5, 5) == []


def test_fabric_2():
    assert fabric(2, 6) == [4, 6, 8, 10]


def test_fabric_3():
    assert fabric(2, 3) == [4]


def test_fabric_4():
    assert fabric(4, 5) == [8]


def test_fabric_5():
    assert fabric(6, 9) == [12, 14, 16]
