from kata_steps.pick_size import pick_size


def test_pick_size_0():
    assert pick_size(0, 1) == [0]


def test_pick_size_1():
    assert pick_size(2, 11) == [4, 6, 8, 10, 12, 14, 16, 18, 20]


def test_pick_size_2():
    assert pick_size(0, 3) == [0, 2, 4]


def test_pick_size_3():
    assert pick_size(1, 5) == [2, 4, 6, 8]


def test_pick_size_4():
    assert pick_size(3, 7) == [6, 8, 10, 12]


def test_pick_size_5():
    assert pick_size(4, 4) == []
