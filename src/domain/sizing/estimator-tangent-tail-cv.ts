/**
 * 5-fold MAE (cm) of the estimator with the tangent tail of decision 033, before the women's hips
 * leaned on the plain linear model (decision 037): its committed cvMaeCm per sex, model and key.
 * The accuracy test keeps every figure within 0.05 cm of these (issue 45).
 */
export const TANGENT_TAIL_CV = {
  "women": {
    "height_weight": {
      "bust_cm": 3.3771,
      "waist_cm": 3.8029,
      "hips_cm": 2.2778,
      "neck_cm": 0.953,
      "shoulder_width_cm": 1.1495,
      "sleeve_cm": 1.4216,
      "inseam_cm": 1.881,
      "outseam_cm": 1.5957,
      "bicep_cm": 1.1112,
      "wrist_cm": 0.4179,
      "thigh_cm": 1.7556,
      "back_length_cm": 1.6606,
      "armhole_depth_cm": 0.8035,
      "dress_length_cm": 1.1113,
      "skirt_length_cm": 1.3507
    },
    "height_only": {
      "bust_cm": 6.396,
      "waist_cm": 7.7447,
      "hips_cm": 5.5915,
      "neck_cm": 1.4406,
      "shoulder_width_cm": 1.1817,
      "sleeve_cm": 1.4279,
      "inseam_cm": 1.8927,
      "outseam_cm": 1.6576,
      "bicep_cm": 2.3338,
      "wrist_cm": 0.5164,
      "thigh_cm": 4.2013,
      "back_length_cm": 1.7915,
      "armhole_depth_cm": 0.8641,
      "dress_length_cm": 1.1101,
      "skirt_length_cm": 1.4398
    },
    "height_weight_age": {
      "bust_cm": 3.2581,
      "waist_cm": 3.6998,
      "hips_cm": 2.2778,
      "neck_cm": 0.953,
      "shoulder_width_cm": 1.1495,
      "sleeve_cm": 1.4216,
      "inseam_cm": 1.881,
      "outseam_cm": 1.6018,
      "bicep_cm": 1.1112,
      "wrist_cm": 0.4179,
      "thigh_cm": 1.7556,
      "back_length_cm": 1.6346,
      "armhole_depth_cm": 0.8035,
      "dress_length_cm": 1.1113,
      "skirt_length_cm": 1.3423
    }
  },
  "men": {
    "height_weight": {
      "chest_cm": 2.5098,
      "waist_cm": 3.4883,
      "hips_cm": 2.0216,
      "neck_cm": 1.1625,
      "shoulder_width_cm": 1.1383,
      "sleeve_cm": 1.4506,
      "inseam_cm": 1.8364,
      "outseam_cm": 1.6485,
      "bicep_cm": 1.4418,
      "wrist_cm": 0.4753,
      "thigh_cm": 1.7455,
      "back_length_cm": 1.6473,
      "armhole_depth_cm": 0.7673
    },
    "height_only": {
      "chest_cm": 6.8266,
      "waist_cm": 8.9032,
      "hips_cm": 5.7433,
      "neck_cm": 1.9984,
      "shoulder_width_cm": 1.2697,
      "sleeve_cm": 1.4502,
      "inseam_cm": 1.8792,
      "outseam_cm": 1.7211,
      "bicep_cm": 2.6849,
      "wrist_cm": 0.6204,
      "thigh_cm": 4.4451,
      "back_length_cm": 1.843,
      "armhole_depth_cm": 0.9167
    },
    "height_weight_age": {
      "chest_cm": 2.3964,
      "waist_cm": 3.2217,
      "hips_cm": 1.9984,
      "neck_cm": 1.1564,
      "shoulder_width_cm": 1.1383,
      "sleeve_cm": 1.4506,
      "inseam_cm": 1.8364,
      "outseam_cm": 1.6485,
      "bicep_cm": 1.4418,
      "wrist_cm": 0.4753,
      "thigh_cm": 1.6404,
      "back_length_cm": 1.6182,
      "armhole_depth_cm": 0.7616
    }
  }
} as const;
