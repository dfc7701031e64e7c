from kata_floor_gap.core import canyon


def test_canyon_0():
    assert canyon(0, 13) == 0


def test_canyon_1():
    assert canyon(18, 19) == 0


def test_canyon_2():
    assert canyon(14, 18) == 0


def test_canyon_3():
    assert canyon(5, 20) == 0


def test_canyon_4():
    assert canyon(4, 13) == 0


def test_canyon_5():
    assert canyon(4, 5) == 0
