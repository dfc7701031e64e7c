from kata_steps.core import pillow


def test_pillow_0():
    assert pillow(6, 8) == [12]


def test_pillow_1():
    assert pillow(1, 7) == [2, 6, 10]


def test_pillow_2():
    assert pillow(4, 13) == [8, 12, 16, 20, 24]


def test_pillow_3():
    assert pillow(0, 4) == [0, 4]


def test_pillow_4():
    assert pillow(4, 6) == [8]


def test_pillow_5():
    assert pillow(1, 4) == [2, 6]
