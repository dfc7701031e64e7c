from kata_weigh.core import castle


def test_castle_0():
    assert castle([4, 1]) == 17


def test_castle_1():
    assert castle([8, 9, 2]) == 70


def test_castle_2():
    assert castle([11, 12, 7, 1]) == 121


def test_castle_3():
    assert castle([12, 3, 8, 12]) == 131


def test_castle_4():
    assert castle([4, 10, 0, 1]) == 57


def test_castle_5():
    assert castle([10, 0, 0]) == 40
