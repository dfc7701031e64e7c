from kata_floor_gap.core import jungle


def test_jungle_0():
    assert jungle(15, 17) == 0


def test_jungle_1():
    assert jungle(17, 6) == 11


def test_jungle_2():
    assert jungle(9, 8) == 1


def test_jungle_3():
    assert jungle(10, 8) == 2


def test_jungle_4():
    assert jungle(1, 10) == 0


def test_jungle_5():
    assert jungle(20, 10) == 10
