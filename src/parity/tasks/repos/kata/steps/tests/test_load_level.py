from kata_steps.load_level import load_level


def test_load_level_0():
    assert load_level(3, 10) == [6, 10, 14, 18]


def test_load_level_1():
    assert load_level(2, 7) == [4, 8, 12]


def test_load_level_2():
    assert load_level(5, 12) == [10, 14, 18, 22]


def test_load_level_3():
    assert load_level(3, 11) == [6, 10, 14, 18]


def test_load_level_4():
    assert load_level(4, 12) == [8, 12, 16, 20]


def test_load_level_5():
    assert load_level(3, 6) == [6, 10]
