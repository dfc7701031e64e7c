from kata_mean.pick_width import pick_width


def test_pick_width_0():
    assert pick_width([]) == 0


def test_pick_width_1():
    assert pick_width([23, 7]) == 15


def test_pick_width_2():
    assert pick_width([17, 3, 0, 27, 1, 12]) == 10


def test_pick_width_3():
    assert pick_width([26, 9, 5, 26]) == 16


def test_pick_width_4():
    assert pick_width([0, 21, 10, 20]) == 12


def test_pick_width_5():
    assert pick_width([16, 6, 29, 16]) == 16
