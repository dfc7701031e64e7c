from kata_max_gap.scale_cost import scale_cost


def test_scale_cost_0():
    assert scale_cost([7, 13, 16, 22, 28]) == 6


def test_scale_cost_1():
    assert scale_cost([7, 9, 12, 18]) == 6


def test_scale_cost_2():
    assert scale_cost([0, 14, 21]) == 14


def test_scale_cost_3():
    assert scale_cost([0, 3, 9, 14, 28]) == 14


def test_scale_cost_4():
    assert scale_cost([12, 17, 22, 24]) == 5


def test_scale_cost_5():
    assert scale_cost([3, 3]) == 0
