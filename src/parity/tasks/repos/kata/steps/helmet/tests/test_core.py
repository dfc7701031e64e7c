from kata_steps.core import helmet


def test_helmet_0():
    assert helmet(3, 6) == [12, 16, 20]


def test_helmet_1():
    assert helmet(3, 12) == [12, 16, 20, 24, 28, 32, 36, 40, 44]


def test_helmet_2():
    assert helmet(5, 5) == []


def test_helmet_3():
    assert helmet(6, 14) == [24, 28, 32, 36, 40, 44, 48, 52]


def test_helmet_4():
    assert helmet(2, 8) == [8, 12, 16, 20, 24, 28]


def test_helmet_5():
    assert helmet(4, 12) == [16, 20, 24, 28, 32, 36, 40, 44]
