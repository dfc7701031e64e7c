from kata_steps.core import pillow


def test_pillow_0():
    assert pillow(2, 8) == [4, 6, 8, 10, 12, 14]


def test_pillow_1():
    assert pillow(0, 1) == [0]


def test_pillow_2():
    assert pillow(2, 6) == [4, 6, 8, 10]


def test_pillow_3():
    assert pillow(3, 3) == []


def test_pillow_4():
    assert pillow(4, 7) == [8, 10, 12]


def test_pillow_5():
    assert pillow(6, 15) == [12, 14, 16, 18, 20, 22, 24, 26, 28]
