from kata_steps.core import castle


def test_castle_0():
    assert castle(2, 10) == [4, 6, 8, 10, 12, 14, 16, 18]


def test_castle_1():
    assert castle(2, 4) == [4, 6]


def test_castle_2():
    assert castle(5, 10) == [10, 12, 14, 16, 18]


def test_castle_3():
    assert castle(4, 13) == [8, 10, 12, 14, 16, 18, 20, 22, 24]


def test_castle_4():
    assert castle(1, 8) == [2, 4, 6, 8, 10, 12, 14]


def test_castle_5():
    assert castle(4, 4) == []
